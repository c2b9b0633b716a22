import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { categoryPath, formatPrice, siteName, StoredImage, type Producto } from '@pasteleria/shared';
import { productHead } from '@pasteleria/shared/seo';
import placeholder from '@pasteleria/shared/images/placeholder.svg';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import { SafeHtml } from '@pasteleria/shared/safe-html';
import { ProductOrderLink } from './product-order-link';
import './catalogue.css';

interface ProductModalProps {
  producto: Producto;
  /** The category the product is shown in: 'Pedir por WhatsApp' carries the product's URL in it. */
  categorySlug: string;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The product detail dialog: image, name, description (HTML, sanitised again here),
 * Precio / Codigo / Detalles, 'Pedir por WhatsApp' and 'Regresar'. Focus moves into the dialog, stays there while it
 * is open (Tab wraps) and returns to the 'Ver más' link on close; Escape or a click on the
 * backdrop closes it.
 */
export function ProductModal({ producto, categorySlug, onClose }: ProductModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  // Focus never leaves the dialog while it is open, so its own keydown sees every key.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // In place, not in a portal: the server draws a product's URL with its dialog open, and the
  // browser hydrates the dialog where the server put it. Fixed on top of the page, it needs no other place.
  return (
    // A click on the backdrop closes the dialog; keyboard users close it with Escape or its button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* The dialog keeps the focus inside it (Tab) and closes on Escape. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        ref={dialogRef}
        className="modal pub-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal-header">
          <h2 id={titleId} className="pub-modal-title">
            {producto.name}
          </h2>
          {/* The tab says what the product's own URL says to a search engine (the server's head). */}
          <title>{productHead({ name: siteName() }, categorySlug, producto).title}</title>
        </div>
        <div className="modal-body">
          {producto.image ? (
            // What the visitor opened the dialog for: loaded at once.
            <StoredImage
              className="detail-img"
              entity="producto"
              name={producto.image}
              alt={producto.name}
              sizes={IMAGE_SIZES.detail}
              width={400}
              height={300}
              priority
            />
          ) : (
            <img className="detail-img" src={placeholder} alt={producto.name} width={400} height={300} />
          )}
          <SafeHtml html={producto.description} />
          <dl className="pub-facts">
            <div>
              <dt>Precio</dt>
              <dd className="price">{formatPrice(producto.price)}</dd>
            </div>
            <div>
              <dt>Codigo</dt>
              <dd>{producto.code || '—'}</dd>
            </div>
            <div>
              <dt>Detalles</dt>
              <dd>{producto.details || '—'}</dd>
            </div>
          </dl>
        </div>
        <div className="modal-footer">
          <ProductOrderLink producto={producto} categorySlug={categorySlug} />
          <button type="button" className="btn btn-primary needs-script" onClick={onClose}>
            Regresar
          </button>
          {/* A browser that runs no script: the category's page, without the dialog. */}
          <noscript>
            <a className="btn btn-primary" href={categoryPath(categorySlug)}>
              Regresar
            </a>
          </noscript>
        </div>
      </div>
    </div>
  );
}
