import { useEscape } from '../../app/useEscape';

/** A screen whose feature is still being built: says what will be here and leads back. */
export function PlaceholderScreen({ title, text, onBack }: { title: string; text: string; onBack: () => void }) {
  useEscape(onBack);
  return (
    <main className="title-screen">
      <div className="title-frame placeholder">
        <h1 className="title-name small">{title}</h1>
        <p className="placeholder-text">{text}</p>
        <button className="title-button" onClick={onBack} autoFocus>
          Back <kbd>Esc</kbd>
        </button>
      </div>
    </main>
  );
}
