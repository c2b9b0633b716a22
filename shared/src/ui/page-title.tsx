import { getRuntimeConfig } from '../config/runtime-config';

/** The shop's name as /config.json gives it (the shared defaults before the host loaded it). */
export function siteName(): string {
  return getRuntimeConfig().site.name;
}

/** Sets the document title, '<text> | <shop>': React 19 hoists a rendered <title> into <head>. */
export function PageTitle({ text }: { text: string }) {
  return <title>{`${text} | ${siteName()}`}</title>;
}
