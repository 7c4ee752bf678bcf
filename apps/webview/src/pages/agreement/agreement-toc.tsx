import type { AgreementSection } from '@kanqiu/core/contract/user';
import { AGREEMENT_TEXT } from './agreement-texts';
import { sectionAnchor } from './agreement-type';

/**
 * The table of contents of a long agreement. Its entries scroll to their section: links to `#…`
 * would change the hash the app routes by.
 */
export function AgreementToc({ sections }: { sections: readonly AgreementSection[] }) {
  return (
    <nav className="agreement__toc" aria-label={AGREEMENT_TEXT.toc}>
      <details open>
        <summary>
          {AGREEMENT_TEXT.toc}
          <span className="agreement__toc-count">{AGREEMENT_TEXT.tocCount(sections.length)}</span>
        </summary>
        <ol>
          {sections.map((section, index) => (
            <li key={sectionAnchor(section, index)}>
              <button
                type="button"
                onClick={() => {
                  const target = document.getElementById(sectionAnchor(section, index));
                  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  target?.querySelector('h3')?.focus({ preventScroll: true });
                }}
              >
                <span className="agreement__toc-number">{section.number ?? index + 1}</span>
                {section.title ?? section.heading}
              </button>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
