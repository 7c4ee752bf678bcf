import { agreementCall } from '@kanqiu/core/contract/user';
import { PullRefresh } from '@kanqiu/ui';
import { useLocation } from 'wouter';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { findRoute } from '../../routing/routes';
import { PageFrame } from '../../shell/page-frame';
import { AGREEMENT_TEXT } from './agreement-texts';
import { AgreementToc } from './agreement-toc';
import { AGREEMENT_OF_ROUTE, AGREEMENT_TOC_MIN_SECTIONS, sectionAnchor } from './agreement-type';
import '../../match/shared/match.css';
import './agreement.css';

/**
 * The seven agreement routes (and their aliases): the text of `/api/user/xy` as plain text — title,
 * version and dates, the sample notice, then each section with its numbered clauses. Long documents
 * open with a table of contents. The platform user and privacy agreements keep the host-style bar.
 */
export function AgreementPage() {
  const [path] = useLocation();
  const route = findRoute(path);
  const type = route ? AGREEMENT_OF_ROUTE[route.name] : undefined;
  const { refresh } = useServices();
  const agreement = useCall(agreementCall, type ? { type } : null);
  const data = agreement.data;

  return (
    <PageFrame title={route?.title ?? AGREEMENT_TEXT.unknown} navStyle={route?.navStyle}>
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={data !== null}
          loading={agreement.loading}
          failed={agreement.error !== null}
          empty={data !== null && data.sections.length === 0}
          emptyText={AGREEMENT_TEXT.empty}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={12} label={AGREEMENT_TEXT.loading} />}
        >
          {data ? (
            <article className="agreement" lang="zh-CN">
              <header className="agreement__head">
                <h2 className="agreement__title">{data.title}</h2>
                <p className="agreement__meta">
                  <span>{AGREEMENT_TEXT.version(data.version)}</span>
                  <span>{AGREEMENT_TEXT.updated(data.updated_at)}</span>
                  {data.effective_at ? (
                    <span>{AGREEMENT_TEXT.effective(data.effective_at)}</span>
                  ) : null}
                </p>
                {data.sample && data.notice ? (
                  <p className="agreement__notice">
                    <strong>{AGREEMENT_TEXT.sample}</strong>
                    {data.notice}
                  </p>
                ) : null}
              </header>
              {data.sections.length >= AGREEMENT_TOC_MIN_SECTIONS ? (
                <AgreementToc sections={data.sections} />
              ) : null}
              {data.sections.map((section, index) => (
                <section
                  key={sectionAnchor(section, index)}
                  id={sectionAnchor(section, index)}
                  className="agreement__section"
                  aria-labelledby={`${sectionAnchor(section, index)}-h`}
                >
                  <h3
                    className="agreement__heading"
                    id={`${sectionAnchor(section, index)}-h`}
                    tabIndex={-1}
                  >
                    {section.heading}
                  </h3>
                  {section.clauses ? (
                    <ol className="agreement__clauses">
                      {section.clauses.map((clause) => (
                        <li key={clause.number} className="agreement__clause">
                          <span className="agreement__number">{clause.number}</span>
                          <p>{clause.text}</p>
                        </li>
                      ))}
                    </ol>
                  ) : (
                    section.paragraphs.map((paragraph) => (
                      <p key={paragraph} className="agreement__paragraph">
                        {paragraph}
                      </p>
                    ))
                  )}
                </section>
              ))}
            </article>
          ) : null}
        </PageContent>
      </PullRefresh>
    </PageFrame>
  );
}
