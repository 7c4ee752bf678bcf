import type { ReactNode } from 'react';

/** A titled section of a match page. */
export function MatchCard({
  title,
  aside,
  children,
  className,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={['match-card', className].filter(Boolean).join(' ')} aria-label={title}>
      <header className="match-card__head">
        <h2 className="match-card__title">{title}</h2>
        {aside ? <div className="match-card__aside">{aside}</div> : null}
      </header>
      {children}
    </section>
  );
}
