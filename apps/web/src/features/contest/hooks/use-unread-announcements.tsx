import { useCallback, useEffect, useRef } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { CONTEST_POLL_MS, liveTopic } from '@oj/contracts';
import type { ContestAnnouncementBriefDto } from '@oj/contracts';
import { contestApi, useGetContestNotReadAnnouncementsMutation } from '@oj/api-client/contest';
import { useShellDispatch } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { useLiveEvents, useLiveState } from '@/hooks/use-live-channel.ts';
import { loadReadAnnouncements, markAnnouncementsRead } from '../read-announcements.ts';

/**
 * Pushed announcements: while enabled, the contest's live topic (`contest.<cid>`, kind 'announcement')
 * asks for the unread ones at once, and so does each (re)connect of the channel (pushes may have been
 * missed meanwhile). The event only says that something was published (a private contest's push has
 * no title): the unread route, which applies the contest's rules, says what to show.
 */
function useAnnouncementPush(cid: number, enabled: boolean, onAnnouncement: () => void): void {
  useLiveEvents(enabled ? liveTopic.contest(cid) : null, (event) => {
    if (event.kind === 'announcement' && event.data.cid === cid) onAnnouncement();
  });
  const { epoch } = useLiveState();
  const seen = useRef(epoch);
  const latest = useRef(onAnnouncement);
  useEffect(() => {
    latest.current = onAnnouncement;
  });
  useEffect(() => {
    if (epoch === seen.current) return;
    seen.current = epoch;
    if (enabled) latest.current();
  }, [epoch, enabled]);
}

/**
 * Spec 02 §4, §9: while a contest's pages are open, its unread announcements are asked for every
 * 60 s (get-contest-not-read-announcement with the ids this browser has shown), and at once when one
 * is pushed (the poll stays as the fallback for pushes that never went out), and each new one is
 * offered in a notification with a View button; shown ids are kept in localStorage per contest, so an
 * announcement is offered once.
 */
export function useUnreadAnnouncements(cid: number, enabled: boolean): void {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const dispatch = useShellDispatch();
  const [fetchUnread] = useGetContestNotReadAnnouncementsMutation();
  const busy = useRef(false);
  // Asks that came during a check (a push may be about an announcement newer than its answer): one more check then.
  const asked = useRef(0);

  const show = useCallback(
    (unread: readonly ContestAnnouncementBriefDto[]) => {
      if (unread.length === 0) return;
      markAnnouncementsRead(
        cid,
        unread.map((announcement) => announcement.id),
      );
      // The announcements tab, if open, shows them too.
      dispatch(contestApi.util.invalidateTags([{ type: 'ContestAnnouncement', id: cid }]));
      for (const announcement of unread) {
        const key = `contest-announcement-${cid}-${announcement.id}`;
        notification.info({
          key,
          title: t('contest.announcements.newTitle'),
          description: announcement.title,
          // An announcement during a contest stays until the contestant closes or opens it.
          duration: false,
          actions: (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                notification.destroy(key);
                void navigate(paths.contest.announcements.getHref(cid));
              }}
            >
              {t('contest.announcements.view')}
            </Button>
          ),
        });
      }
    },
    [cid, notification, navigate, dispatch, t],
  );

  const check = useCallback(async (): Promise<void> => {
    asked.current += 1;
    if (busy.current) return;
    busy.current = true;
    let answered = 0;
    while (answered !== asked.current) {
      answered = asked.current;
      const result = await fetchUnread({ cid, readAnnouncementList: loadReadAnnouncements(cid) });
      show(result.data ?? []);
    }
    busy.current = false;
  }, [cid, fetchUnread, show]);

  // The poll follows the contest only: the check's own inputs (navigate changes with the location) do not restart it.
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  }, [check]);
  useEffect(() => {
    if (!enabled) return;
    void checkRef.current();
    const timer = setInterval(() => void checkRef.current(), CONTEST_POLL_MS.announcements);
    return () => {
      clearInterval(timer);
    };
  }, [enabled, cid]);

  useAnnouncementPush(cid, enabled, () => void checkRef.current());
}
