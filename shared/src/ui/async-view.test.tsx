import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncView } from './async-view';

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

it('shows the loading line while the request is under way', () => {
  render(
    <AsyncView state={{ status: 'loading' }} loading="Cargando cosas...">
      {list}
    </AsyncView>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Cargando cosas...');
});

it("shows the Spanish error with 'Reintentar'", async () => {
  const retry = jest.fn();
  render(
    <AsyncView state={{ status: 'error', error: new Error('x') }} error="No se pudo." onRetry={retry}>
      {list}
    </AsyncView>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('No se pudo.');
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it('shows nothing for a failure without a message', () => {
  const { container } = render(<AsyncView state={{ status: 'error', error: null }}>{list}</AsyncView>);
  expect(container).toBeEmptyDOMElement();
});

it('shows the empty message for an empty list, else the data', () => {
  const { rerender } = render(
    <AsyncView state={{ status: 'success', data: [] as string[] }} empty="Nada aún.">
      {list}
    </AsyncView>,
  );
  expect(screen.getByText('Nada aún.')).toBeInTheDocument();
  rerender(
    <AsyncView state={{ status: 'success', data: ['uno'] }} empty="Nada aún.">
      {list}
    </AsyncView>,
  );
  expect(screen.getByRole('listitem')).toHaveTextContent('uno');
});
