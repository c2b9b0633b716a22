import { startTransition, useOptimistic } from 'react';
import { Input } from 'antd';

/** What ?q= holds for a typed text: nothing for blanks (list-params.ts drops them). */
const stored = (text: string) => (text.trim() ? text : '');

export interface SearchBoxProps {
  /** The URL's ?q=. */
  q: string;
  /** Writes ?q= (a router navigation, which React applies as a transition). */
  onSearch: (q: string) => void;
  label: string;
}

/**
 * The list's search box over the URL's ?q=. The router applies a navigation as a transition, so a
 * box bound to the URL alone shows a key only once the whole list has re-rendered, and under load
 * the next key lands on the old text and is lost. The box shows what was typed at once (as ?q=
 * will hold it) and re-renders alone; the list follows in the background, then the URL's q shows.
 */
export function SearchBox({ q, onSearch, label }: SearchBoxProps) {
  const [shown, show] = useOptimistic(q);
  const type = (typed: string) =>
    startTransition(() => {
      show(stored(typed));
      onSearch(stored(typed));
    });
  return (
    <Input.Search
      allowClear
      value={shown}
      onChange={(event) => type(event.target.value)}
      placeholder="Buscar..."
      aria-label={label}
      className="admin-list__search"
    />
  );
}
