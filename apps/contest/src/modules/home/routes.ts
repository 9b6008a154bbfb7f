import { Type } from '@sinclair/typebox';
import {
  CarouselItemSchema,
  QuoteQuerySchema,
  QuoteSchema,
  RecentContestSchema,
  RecentOtherContestSchema,
  SevenDayRankRowSchema,
  WeekStatisticsQuerySchema,
  WeekStatisticsSchema,
} from '@oj/contracts';
import { envelopeResponses, ok } from '@oj/service-kit';
import type { ModulePlugin } from '@oj/service-kit';
import { quoteOf } from './quotes.ts';
import { carousel, recentContests, sevenDayRank, weekStatistics } from './use-cases.ts';
import type { HomeDeps } from './use-cases.ts';

const tags = ['home'];

/** The home page's public calls (spec 02 §7 Home): no sign-in needed. */
export const homeRoutes: ModulePlugin<HomeDeps> = async (app, { deps }) => {
  app.get(
    '/home-carousel',
    { schema: { tags, summary: 'The carousel’s slides: image URL and link', response: envelopeResponses(Type.Array(CarouselItemSchema)) } },
    async () => ok(await carousel(deps)),
  );

  app.get(
    '/get-recent-contest',
    {
      schema: {
        tags,
        summary: 'Running contests and those starting within 14 days, soonest first (at most 5)',
        response: envelopeResponses(Type.Array(RecentContestSchema)),
      },
    },
    async () => ok(await recentContests(deps)),
  );

  app.get(
    '/get-recent-other-contest',
    {
      schema: {
        tags,
        summary: 'Upcoming contests of other judges (remote contests come later: always empty today)',
        response: envelopeResponses(Type.Array(RecentOtherContestSchema)),
      },
    },
    () => ok([]),
  );

  app.get(
    '/get-recent-seven-ac-rank',
    {
      schema: {
        tags,
        summary: 'Users with the most problems accepted outside contests over the last 7 days (cached a minute)',
        response: envelopeResponses(Type.Array(SevenDayRankRowSchema)),
      },
    },
    async () => ok(await sevenDayRank(deps)),
  );

  app.get(
    '/get-last-week-submission-statistics',
    {
      schema: {
        tags,
        summary: 'Submissions per day of the last 7 days by verdict class (cached; forceRefresh recomputes)',
        querystring: WeekStatisticsQuerySchema,
        response: envelopeResponses(WeekStatisticsSchema),
      },
    },
    async (request) => ok(await weekStatistics(deps, request.query.forceRefresh === true)),
  );

  app.get(
    '/get-home-quote',
    {
      schema: {
        tags,
        summary: 'A quote for the home clock, in the asked language (served by the project)',
        querystring: QuoteQuerySchema,
        response: envelopeResponses(QuoteSchema),
      },
    },
    (request) => ok(quoteOf(request.query.lang ?? 'en-US', deps.now())),
  );
};
