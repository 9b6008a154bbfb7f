import { TimedWorkAuth } from '@oj/contracts';
import type { AdminTimedWorkDto, TimedWorkFormDto } from '@oj/contracts';

/** The timed-work form's state: times as datetime-local text, the duration in minutes. */
export interface TimedWorkFormState {
  id?: number;
  title: string;
  description: string;
  auth: number;
  /** Empty keeps the stored password on update. */
  pwd: string;
  hasPassword: boolean;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  visible: boolean;
  gid: number | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as the datetime-local input holds it (local time, seconds). */
export function localInput(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A new form: from the next full hour for a day, one hour per attempt, public and visible. */
export function newTimedWorkForm(nowMs = Date.now()): TimedWorkFormState {
  const start = Math.ceil(nowMs / 3_600_000) * 3_600_000;
  return {
    title: '',
    description: '',
    auth: TimedWorkAuth.Public,
    pwd: '',
    hasPassword: false,
    startTime: localInput(start),
    endTime: localInput(start + 24 * 3_600_000),
    durationMinutes: 60,
    visible: true,
    gid: null,
  };
}

export function timedWorkFormOf(work: AdminTimedWorkDto): TimedWorkFormState {
  return {
    id: work.id,
    title: work.title,
    description: work.description,
    auth: work.auth,
    pwd: '',
    hasPassword: work.hasPassword,
    startTime: localInput(Date.parse(work.startTime)),
    endTime: localInput(Date.parse(work.endTime)),
    durationMinutes: Math.max(1, Math.round(work.duration / 60)),
    visible: work.visible,
    gid: work.gid,
  };
}

/** What the form lacks, as message keys (checked before anything is sent). */
export type TimedWorkIssue = 'title' | 'times' | 'duration' | 'pwd';

export function timedWorkIssues(form: TimedWorkFormState): TimedWorkIssue[] {
  const issues: TimedWorkIssue[] = [];
  if (form.title.trim() === '') issues.push('title');
  const start = Date.parse(form.startTime);
  const end = Date.parse(form.endTime);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) issues.push('times');
  if (!Number.isInteger(form.durationMinutes) || form.durationMinutes < 1) issues.push('duration');
  if (form.auth === TimedWorkAuth.Private && form.pwd === '' && !form.hasPassword) issues.push('pwd');
  return issues;
}

/** The request body. */
export function timedWorkPayload(form: TimedWorkFormState): TimedWorkFormDto {
  return {
    title: form.title.trim(),
    description: form.description,
    auth: form.auth,
    pwd: form.auth === TimedWorkAuth.Private && form.pwd !== '' ? form.pwd : null,
    startTime: new Date(Date.parse(form.startTime)).toISOString(),
    endTime: new Date(Date.parse(form.endTime)).toISOString(),
    duration: form.durationMinutes * 60,
    visible: form.visible,
    gid: form.gid,
  };
}
