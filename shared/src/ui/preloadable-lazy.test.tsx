import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadable-lazy';

function Screen({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

function renderInSuspense(ui: React.ReactNode) {
  return render(<Suspense fallback={<p>Cargando...</p>}>{ui}</Suspense>);
}

it('not preloaded, it is a lazy component: the fallback, then the screen', async () => {
  const Lazy = preloadableLazy(async () => Screen);
  renderInSuspense(<Lazy name="Pasteles" />);
  expect(screen.getByText('Cargando...')).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'Pasteles' })).toBeVisible();
});

it('preloaded, it renders at once, with no fallback, and downloads its code once', async () => {
  const load = jest.fn(async () => Screen);
  const Lazy = preloadableLazy(load);
  await Lazy.preload();
  await Lazy.preload();
  renderInSuspense(<Lazy name="Pan de muerto" />);
  expect(screen.getByRole('heading', { name: 'Pan de muerto' })).toBeVisible();
  expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a download that failed is tried again by the next preload', async () => {
  const load = jest.fn<Promise<typeof Screen>, []>().mockRejectedValueOnce(new Error('503')).mockResolvedValue(Screen);
  const Lazy = preloadableLazy(load);
  await expect(Lazy.preload()).rejects.toThrow('503');
  await expect(Lazy.preload()).resolves.toBe(Screen);
  await act(async () => {
    renderInSuspense(<Lazy name="Conchas" />);
  });
  expect(screen.getByRole('heading', { name: 'Conchas' })).toBeVisible();
});
