import { useCallback, useEffect, useRef } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { CONTEST_POLL_MS } from '@oj/contracts';
import { contestApi, useGetContestNotReadAnnouncementsMutation } from '@oj/api-client/contest';
import { useShellDispatch } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { loadReadAnnouncements, markAnnouncementsRead } from '../read-announcements.ts';

/**
 * The one place where pushed announcements plug in. The live channel (server-sent events, topic
 * `contest.<cid>`, kind 'announcement') is not in this app yet: until it is, this does nothing and
 * the 60 s poll below is the only source. Once `hooks/use-live-channel.ts` exists, subscribe here
 * (`useLiveEvents(liveTopic.contest(cid), ...)`) and call `onAnnouncement` for each event: the poll
 * then only catches what a closed channel missed.
 */
function useAnnouncementPush(_cid: number, _enabled: boolean, _onAnnouncement: () => void): void {
  // Intentionally empty until the live channel lands (see above).
}

/**
 * Spec 02 §4, §9: while a contest's pages are open, its unread announcements are asked for every
 * 60 s (get-contest-not-read-announcement with the ids this browser has shown) and each new one is
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

  const check = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const result = await fetchUnread({ cid, readAnnouncementList: loadReadAnnouncements(cid) });
    busy.current = false;
    const unread = result.data ?? [];
    if (unread.length === 0) return;
    markAnnouncementsRead(cid, unread.map((announcement) => announcement.id));
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
  }, [cid, fetchUnread, notification, navigate, dispatch, t]);

  // The poll follows the contest only: the check's own inputs (navigate changes with the location) do not restart it.
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  }, [check]);
  useEffect(() => {
    if (!enabled) return;
    void checkRef.current();
    const timer = setInterval(() => void checkRef.current(), CONTEST_POLL_MS.announcements);
    return () => { clearInterval(timer); };
  }, [enabled, cid]);

  useAnnouncementPush(cid, enabled, () => void checkRef.current());
}
