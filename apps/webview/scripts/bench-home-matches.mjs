// The home page's `POST /api/matches` answered with the real list's football matches copied to a
// given count (new ids, all on the world's today, states as the real ones), for the home list's
// benchmarks.

/** Answers the page's match list with `count` matches made from the real ones. */
export async function answerMatches(page, count) {
  await page.route('**/api/matches', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const real = body.data.matches.filter((m) => m.sport === 'football');
    const today = body.data.today?.wc2018 ?? '2018-07-01';
    const matches = Array.from({ length: count }, (_, i) => {
      const match = real[i % real.length];
      return {
        ...match,
        match_id: `${match.match_id}-${i}`,
        // Noon, Beijing: every copy is on the world's today.
        original_kickoff: `${today}T04:00:00.000Z`,
      };
    });
    await route.fulfill({ response, json: { ...body, data: { ...body.data, matches } } });
  });
}
