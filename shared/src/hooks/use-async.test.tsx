import { act, render, screen } from '@testing-library/react';
import { useAsync } from './use-async';

function Show({ load, id }: { load: (id: number) => Promise<string>; id: number }) {
  const state = useAsync(() => load(id), [id]);
  return <p>{state.status === 'success' ? state.data : state.status}</p>;
}

it('reads loading, then the answer for the current inputs; a stale answer is ignored', async () => {
  const answers = new Map<number, (value: string) => void>();
  const load = (id: number) => new Promise<string>((resolve) => answers.set(id, resolve));
  const { rerender } = render(<Show load={load} id={1} />);
  expect(screen.getByText('loading')).toBeInTheDocument();

  rerender(<Show load={load} id={2} />);
  await act(async () => answers.get(1)!('uno'));
  expect(screen.getByText('loading')).toBeInTheDocument();

  await act(async () => answers.get(2)!('dos'));
  expect(screen.getByText('dos')).toBeInTheDocument();
});

it('reads error when the request fails', async () => {
  render(<Show load={() => Promise.reject(new Error('x'))} id={1} />);
  expect(await screen.findByText('error')).toBeInTheDocument();
});
