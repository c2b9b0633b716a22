import { render } from '@testing-library/react';
import { setApiBase, DEFAULT_API_BASE } from '@pasteleria/shared';
import { SafeHtml } from './safe-html';

afterEach(() => setApiBase(DEFAULT_API_BASE));

it('renders rich HTML without scripts or handlers', () => {
  const { container } = render(
    <SafeHtml html={'<p>Rico <strong>pan</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
  );
  expect(container.querySelector('strong')).toHaveTextContent('pan');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).not.toHaveAttribute('onerror');
});

it("points the API's stored pictures at the API's host when it is another one", () => {
  const html = '<p><img src="/img/post/a.webp"><img src="https://otro.mx/b.png"></p>';
  const { container, rerender } = render(<SafeHtml html={html} />);
  expect(container.querySelectorAll('img')[0]).toHaveAttribute('src', '/img/post/a.webp');
  setApiBase('https://api.pasteleria.mx/api/v1');
  rerender(<SafeHtml html={`${html} `} />);
  expect(container.querySelectorAll('img')[0]).toHaveAttribute('src', 'https://api.pasteleria.mx/img/post/a.webp');
  expect(container.querySelectorAll('img')[1]).toHaveAttribute('src', 'https://otro.mx/b.png');
});
