/**
 * @pasteleria/shared/seo: what each public page says about itself (title, description, canonical
 * path, picture), shared by the server that writes the <head> and the admin's search and share preview.
 */
export { htmlToText } from './plain-text.ts';
export {
  META_DESCRIPTION_LENGTH,
  SITE_DESCRIPTION,
  metaDescription,
  pageTitle,
  categoryPath,
  productPath,
  postPath,
  pagePath,
  homeHead,
  categoryListHead,
  blogHead,
  categoryHead,
  productHead,
  postHead,
  pageHead,
  notFoundHead,
  shareImage,
  type PageHead,
  type HeadSite,
} from './page-head.ts';
