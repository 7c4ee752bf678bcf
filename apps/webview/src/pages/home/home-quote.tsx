import { useEffect, useState } from 'react';
import { bootQuote } from './boot-quote';

/** Props of {@link HomeQuote}. */
export interface HomeQuoteProps {
  sport: 'football' | 'basketball';
  /** A number in [0, 1) kept for the visit, so the quote stays the same while the page is open. */
  random: number;
}

/** The quote the document drew for this visit's number, if it drew one. */
function drawnQuote(sport: HomeQuoteProps['sport'], random: number): string | null {
  const drawn = bootQuote();
  return drawn?.random === random ? drawn[sport] : null;
}

/**
 * The slogan under the hero's tagline. The document draws it in the first paint (the page's
 * largest text, so its largest paint comes with the first frame) and the page takes the same quote
 * over (`bootQuote`). Without it, the hundred-odd quotes are a chunk of their own, fetched after the
 * list's code, and the line keeps its height meanwhile (home.css), so nothing moves when it arrives.
 */
export function HomeQuote({ sport, random }: HomeQuoteProps) {
  const [quote, setQuote] = useState(() => drawnQuote(sport, random) ?? '');
  useEffect(() => {
    const drawn = drawnQuote(sport, random);
    if (drawn !== null) {
      setQuote(drawn);
      return;
    }
    let live = true;
    void import('./quote-source').then(({ pickQuote }) => {
      if (live) setQuote(pickQuote(sport, () => random));
    });
    return () => {
      live = false;
    };
  }, [sport, random]);
  return <p className="home-hero__quote">{quote}</p>;
}
