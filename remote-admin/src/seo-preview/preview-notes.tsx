import { InfoCircleOutlined } from '@ant-design/icons';

/** Short explanations under a preview, each with an icon and its own words (not colour alone). */
export function PreviewNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="admin-seo__notes">
      {notes.map((note) => (
        <li key={note}>
          <InfoCircleOutlined aria-hidden="true" className="admin-seo__note-icon" />
          <span>{note}</span>
        </li>
      ))}
    </ul>
  );
}
