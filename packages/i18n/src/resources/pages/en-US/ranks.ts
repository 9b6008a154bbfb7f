// The global ranklists (spec 02 §2 "Rankings").
export const rankMessages = {
  ranks: {
    acmTitle: 'ACM Ranklist',
    oiTitle: 'OI Ranklist',
    chartTitle: 'Top 10',
    searchPlaceholder: 'Enter username or nickname',
    rank: 'Rank',
    user: 'User',
    nickname: 'Nickname',
    signature: 'Signature',
    ac: 'AC',
    total: 'Total',
    score: 'Score',
    rating: 'Rating',
    empty: 'No ranked users yet',
    loadFailed: 'The ranklist could not be loaded',
    acSeries: 'AC',
    totalSeries: 'Total',
    scoreSeries: 'Score',
    acLinkTitle: 'Accepted submissions of {{name}}',
  },
} as const;
