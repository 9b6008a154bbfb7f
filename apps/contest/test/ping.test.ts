import { describeStandaloneService } from '@oj/service-kit/testing';
import { contestService } from '../src/app.ts';

describeStandaloneService('contest', contestService, '/api/contest-service/ping');
