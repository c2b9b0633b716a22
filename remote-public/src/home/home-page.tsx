import { PageTitle, siteName } from '@pasteleria/shared';
import { FeaturedCategories } from './featured-categories';
import { ContentSection } from './content-section';
import './home.css';

/**
 * The home page (/). For now: featured categories and 'Blog y Contenidos'; the carousel,
 * branches ('Contacto') and comments sections come with their own issues.
 */
export function HomePage() {
  return (
    <div className="container">
      <PageTitle text="Inicio" />
      <h1 className="visually-hidden">{siteName()}</h1>
      <FeaturedCategories />
      <ContentSection />
    </div>
  );
}
