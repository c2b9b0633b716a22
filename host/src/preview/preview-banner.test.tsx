import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../layout/admin-layout';
import { PublicLayout } from '../layout/public-layout';
import { renderWithShell } from '../test/render';
import { page, PreviewBanner } from './preview-banner';
import { setPreviewBanner } from './preview-slot';

const BLOG_PREVIEW = { id: 7, remote: 'remote_blog', version: '2.0.0-dddd' } as const;

/** The site's two layouts, each around a page with its own heading. */
function Layouts() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<h1>Inicio</h1>} />
      </Route>
      <Route element={<AdminLayout />}>
        <Route path="admin" element={<h1>Panel</h1>} />
      </Route>
    </Routes>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setPreviewBanner(null);
  jest.spyOn(page, 'reload').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe.each([
  ['public', '/'],
  ['admin', '/admin'],
])('the %s layout', (_, path) => {
  it('shows no banner while the page runs the live releases', async () => {
    renderWithShell(<Layouts />, { path });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vista previa' })).not.toBeInTheDocument();
  });

  it('says which release the page previews, outside the main content', async () => {
    setPreviewBanner(<PreviewBanner release={BLOG_PREVIEW} />);
    renderWithShell(<Layouts />, { path });
    const banner = await screen.findByRole('region', { name: 'Vista previa' });
    expect(banner).toHaveTextContent('Vista previa: remote_blog 2.0.0-dddd');
    expect(within(banner).getByRole('button', { name: 'Salir de la vista previa' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toContainElement(banner);
  });
});

it("'Salir de la vista previa' ends the preview and loads the page again", async () => {
  sessionStorage.setItem('preview', JSON.stringify(BLOG_PREVIEW));
  setPreviewBanner(<PreviewBanner release={BLOG_PREVIEW} />);
  renderWithShell(<Layouts />);
  const exit = await screen.findByRole('button', { name: 'Salir de la vista previa' });
  await userEvent.setup({ delay: null }).click(exit);
  expect(sessionStorage.getItem('preview')).toBeNull();
  expect(page.reload).toHaveBeenCalledTimes(1);
});
