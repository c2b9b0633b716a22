import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, pagina, pending, post, renderAt } from '@pasteleria/shared/testing';
import { ContentSection } from './content-section';

const section = () => screen.getByRole('region', { name: 'Blog y Contenidos' });

describe("home 'Blog y Contenidos'", () => {
  it('shows a loading line while the posts and pages are on their way', () => {
    mockApi({ 'GET /public/blog/posts': pending, 'GET /public/blog/paginas': pending });
    renderAt('/', '/', <ContentSection />);
    expect(within(section()).getByRole('status')).toHaveTextContent('Cargando contenidos...');
  });

  it("shows a card per post and page, cut to 100 characters, with 'Leer más'", async () => {
    const long = post();
    mockApi({
      'GET /public/blog/posts': { data: { data: [long] } },
      'GET /public/blog/paginas': {
        data: [pagina(), pagina({ id: 3, slug: 'sin-titulo', title: '', description: '<p>Texto <b>breve</b></p>' })],
      },
    });
    renderAt('/', '/', <ContentSection />);

    const links = await within(section()).findAllByRole('link', { name: /Leer más/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/post/receta-conchas',
      '/blog/pagina/nosotros',
      '/blog/pagina/sin-titulo',
    ]);
    expect(screen.getByRole('heading', { name: 'Cómo hacemos nuestras conchas' })).toBeInTheDocument();
    expect(screen.getByText(`${long.description.slice(0, 100)}…`)).toBeInTheDocument();
    expect(screen.getByText('Somos una pastelería familiar.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sin título' })).toBeInTheDocument();
    expect(screen.getByText('Texto breve')).toBeInTheDocument();
  });

  it('says so when nothing is published yet', async () => {
    mockApi({ 'GET /public/blog/posts': { data: { data: [] } }, 'GET /public/blog/paginas': { data: [] } });
    renderAt('/', '/', <ContentSection />);
    expect(await screen.findByText('Aún no hay publicaciones.')).toBeInTheDocument();
  });

  it("says so in Spanish when they cannot be loaded, and 'Reintentar' recovers", async () => {
    let up = false;
    mockApi({
      'GET /public/blog/posts': () => (up ? { data: { data: [post()] } } : { status: 503 }),
      'GET /public/blog/paginas': { data: [] },
    });
    renderAt('/', '/', <ContentSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los contenidos. Intenta de nuevo más tarde.',
    );
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Cómo hacemos nuestras conchas' })).toBeInTheDocument();
  });
});
