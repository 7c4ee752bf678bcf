import { it } from 'vitest';
import { replay } from './data/__tests__/shared-catalog';
it('look', () => {
  for (const id of ['2058004', '2058015']) {
    const m = replay(id);
    const p: any = m.matchPageAt(m.durationSec);
    console.log(id, m.durationSec, p.status_id, p.minute_text, p.home_team.score, p.away_team.score, p.home_team.penalty_score, p.away_team.penalty_score);
    console.log(p.incidents.filter((i: any) => ![3,9].includes(i.type)).map((i: any) => `${i.type} ${i.minute_text} ${i.text} ${i.home_score}-${i.away_score}`).join('\n'));
    console.log(p.tlive.filter((l: any) => l.main).slice(0, 16).map((l: any) => `${l.type} ${l.minute_text} ${l.data}`).join('\n'));
    const seen = new Set();
    for (const t of m.changePoints) { const q: any = m.matchPageAt(t); const k = q.status_id + ' ' + q.status_label; if (!seen.has(k)) { seen.add(k); console.log(t, k, q.minute_text); } }
  }
});
