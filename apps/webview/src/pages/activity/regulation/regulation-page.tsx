import { activityRegulationCall } from '@kanqiu/core/contract/user';
import { PullRefresh } from '@kanqiu/ui';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { PageFrame } from '../../../shell/page-frame';
import { ActivityNav } from '../activity-nav';
import { ACTIVITY_TEXT } from '../activity-texts';
import '../../../match/shared/match.css';
import '../../../user/user.css';
import '../activity.css';

/** `/pages/activity/regulation/regulation`: the rules of the activity as the server words them. */
export function RegulationPage() {
  const { refresh } = useServices();
  const rules = useCall(activityRegulationCall, {});
  const data = rules.data;
  return (
    <PageFrame title={ACTIVITY_TEXT.nav.regulation}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          <PageContent
            hasData={data !== null}
            loading={rules.loading}
            failed={rules.error !== null}
            empty={data !== null && data.sections.length === 0}
            emptyText={ACTIVITY_TEXT.rulesEmpty}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={10} label={ACTIVITY_TEXT.loadingRules} />}
          >
            {data ? (
              <article className="user-card">
                <h2 className="rules__title">{data.title}</h2>
                <p className="user-muted">{ACTIVITY_TEXT.rulesUpdated(data.updated_at)}</p>
                <p className="rules__highlight">{ACTIVITY_TEXT.rulesDaily(data.daily_chances)}</p>
                {data.sections.map((section) => (
                  <section key={section.heading}>
                    <h3 className="rules__heading">{section.heading}</h3>
                    {section.paragraphs.map((paragraph) => (
                      <p key={paragraph} className="rules__paragraph">
                        {paragraph}
                      </p>
                    ))}
                  </section>
                ))}
              </article>
            ) : null}
          </PageContent>
          <ActivityNav current="regulation" />
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
