import { lazy } from 'react';
import { PageTitle, siteName } from '@pasteleria/shared';
import { SlidesSection } from './slides/slides-section';
import { FeaturedCategories } from './featured/featured-categories';
import { LazySection } from './lazy-section';
import './home.css';

// Below the fold: each section is its own chunk, fetched when it comes near the screen.
const BranchesSection = lazy(() => import('./branches/branches-section').then((m) => ({ default: m.BranchesSection })));
const ContentSection = lazy(() => import('./content/content-section').then((m) => ({ default: m.ContentSection })));
const CommentsSection = lazy(() => import('./comments/comments-section').then((m) => ({ default: m.CommentsSection })));

/** The home page (/): slides, featured categories, 'Contacto', 'Blog y Contenidos' and comments. */
export function HomePage() {
  return (
    <div className="container">
      <PageTitle text="Inicio" />
      <h1 className="visually-hidden">{siteName()}</h1>
      <SlidesSection />
      <FeaturedCategories />
      <LazySection minHeight="40rem" withoutScripts="Activa JavaScript para ver nuestras sucursales y buscarlas.">
        <BranchesSection />
      </LazySection>
      <LazySection
        minHeight="36rem"
        withoutScripts={
          <>
            Activa JavaScript para ver aquí nuestras entradas, o <a href="/blog">léelas en el blog</a>.
          </>
        }
      >
        <ContentSection />
      </LazySection>
      <LazySection
        minHeight="36rem"
        withoutScripts="Activa JavaScript para leer los comentarios de nuestros clientes y dejar el tuyo."
      >
        <CommentsSection />
      </LazySection>
    </div>
  );
}
