import { useState } from 'react';

/** What ?q= holds for a typed text: nothing for blanks (list-params.ts drops them). */
const stored = (text: string) => (text.trim() ? text : '');

/**
 * The list's search box over the URL's ?q=. The router applies a navigation as a transition, so a
 * box bound to the URL alone shows each key only once the list has re-rendered, and under load
 * the next key lands on the old text and is lost. The box shows what was typed at once (as ?q=
 * will hold it), and follows the URL again when ?q= becomes something this box did not ask for
 * (Back, a link to the bare list).
 */
export function useSearchBox(q: string, setQ: (q: string) => void): [string, (text: string) => void] {
  // `sent`: the values of ?q= this box asked for since the URL last caught up with it.
  const [box, setBox] = useState({ text: q, sent: [q] });
  const ours = box.sent.includes(q);
  if (!ours) setBox({ text: q, sent: [q] });
  else if (q === box.text && box.sent.length > 1) setBox({ text: q, sent: [q] });

  const type = (typed: string) => {
    const text = stored(typed);
    setBox((current) => ({ text, sent: [...current.sent, text] }));
    setQ(text);
  };
  return [ours ? box.text : q, type];
}
