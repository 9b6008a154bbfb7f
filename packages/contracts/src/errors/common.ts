import { defineMessages } from './define.ts';

/** The texts every service sends through service-kit: the envelope's defaults and the framework's refusals (spec 01 §8). */
export const ServiceMessage = defineMessages('common', {
  success: { as: 'success', en: 'success' },
  loginFirst: { as: 'unauthorized', en: 'Please login first' },
  noPermission: { as: 'forbidden', en: 'Sorry, you do not have permission to do this' },
  notFound: { as: 'notFound', en: 'Query error: unable to find the resource to request' },
  serverError: { as: 'internal', en: 'Server error, please refresh again' },
  unavailable: { as: 'unavailable', en: 'Service temporarily unavailable, please try again later' },
  busUnavailable: { as: 'unavailable', en: 'Message bus unavailable, please try again later' },
  loginExpired: { as: 'unauthorized', en: 'Login has expired, please login again' },
  invalidToken: { as: 'unauthorized', en: 'Invalid token, please login again' },
  invalidRequest: { as: 'badRequest', en: 'Invalid request' },
  invalidJson: { as: 'badRequest', en: 'Request body is not valid JSON' },
  emptyJson: { as: 'badRequest', en: 'Request body is empty but declared as JSON' },
  bodyTooLarge: { as: 'badRequest', en: 'Request body is too large' },
  unsupportedContentType: { as: 'badRequest', en: 'Unsupported content type' },
  badUrl: { as: 'badRequest', en: 'The URL is not valid' },
  urlTooLong: { as: 'badRequest', en: 'The URL is too long' },
  /** Another client error of Fastify or a plugin, in its own (English) words. */
  clientError: { as: 'badRequest', params: ['message'], en: (message: string) => message },
  noSuchApi: { as: 'notFound', params: ['method', 'path'], en: (method: string, path: string) => `No such API: ${method} ${path}` },
});
