import { describeStandaloneService } from '@oj/service-kit/testing';
import { communityService } from '../src/app.ts';

describeStandaloneService('community', communityService, '/api/community/ping');
