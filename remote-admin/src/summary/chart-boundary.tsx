import { Component, type ReactNode } from 'react';

/**
 * Keeps the screen when the chart cannot be drawn (an error while rendering it): a note says where
 * its figures are instead.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <p>No se pudo mostrar el gráfico; sus datos están en la tabla de abajo.</p>;
  }
}
