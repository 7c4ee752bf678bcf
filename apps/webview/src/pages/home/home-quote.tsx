import { useEffect, useState } from 'react';

/** Props of . */
export interface HomeQuoteProps {
  sport: 'football' | 'basketball';
  /** A number in [0, 1) kept for the visit, so the quote stays the same while the page is open. */
  random: number;
}

/**
 * The slogan under the hero's tagline. The hundred-odd quotes are a chunk of their own, fetched
 * after the list's code: the page shows its matches without waiting for them, and the line keeps
 * its height meanwhile (home.css), so nothing moves when the quote arrives.
 */
export function HomeQuote({ sport, random }: HomeQuoteProps) {
  const [quote, setQuote] = useState('');
  useEffect(() => {
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
