import { render, screen } from '@testing-library/react';
import { ChartBoundary } from './chart-boundary';

function Unavailable(): never {
  throw new Error('no se pudo dibujar');
}

it('says where the figures are when the chart cannot be shown', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ChartBoundary>
      <Unavailable />
    </ChartBoundary>,
  );
  expect(screen.getByText('No se pudo mostrar el gráfico; sus datos están en la tabla de abajo.')).toBeInTheDocument();
  jest.restoreAllMocks();
});
