import { memo, useId, useState } from 'react';
import { AsyncView, type Empresa } from '@pasteleria/shared';
import { BranchCard } from './branch-card';
import { useBranchSearch } from './use-branch-search';
import './branches.css';

/** Read out to screen readers after each search. */
function found(count: number): string {
  return count === 1 ? '1 sucursal encontrada' : `${count} sucursales encontradas`;
}

/**
 * The cards. Memoized: a key in the search box re-renders the box, and the cards only when an
 * answer brings other branches (while a search is on its way the last list is the same array).
 */
const BranchList = memo(function BranchList({ branches }: { branches: Empresa[] }) {
  return (
    <ul className="grid card-list pub-branch-list">
      {branches.map((empresa) => (
        <li key={empresa.id}>
          <BranchCard empresa={empresa} />
        </li>
      ))}
    </ul>
  );
});

/** Home: 'Contacto', a search box and a card per branch (the first 5 while the box is empty). */
export function BranchesSection() {
  const [text, setText] = useState('');
  const { branches, searching, reload } = useBranchSearch(text);
  const inputId = useId();

  return (
    <section className="pub-home-section" aria-labelledby="pub-branches-title">
      <h2 id="pub-branches-title" className="section-title">
        Contacto
      </h2>
      <div role="search" className="pub-branch-search">
        <label htmlFor={inputId} className="visually-hidden">
          Buscar sucursal
        </label>
        <input
          id={inputId}
          className="input"
          type="search"
          placeholder="Ingrese Sucursal:"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {text !== '' && branches.status === 'success' && !searching && found(branches.data.length)}
      </p>
      <div aria-busy={searching}>
        <AsyncView
          state={branches}
          loading="Cargando sucursales..."
          error="No se pudieron cargar las sucursales. Intenta de nuevo más tarde."
          onRetry={reload}
          empty={text ? `No encontramos sucursales para «${text}».` : 'Aún no hay sucursales.'}
        >
          {(data) => <BranchList branches={data} />}
        </AsyncView>
      </div>
    </section>
  );
}
