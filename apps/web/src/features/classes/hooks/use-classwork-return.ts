import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ClassworkItem } from '@lyceum/shared/class-classwork';
import { readClassworkReturn } from '@/features/content/lib/content-return';
import { classworkItemLinkId } from '@/features/classes/components/classwork-item-row';

/** How long a returned-to item stays highlighted. */
export const HIGHLIGHT_MS = 6000;

/** The id of a topic's add button in the Classwork tab: where focus goes after a cancelled create. */
export const classworkAddId = (topicId: string, kind: 'material' | 'assignment') => `classwork-add-${kind}-${topicId}`;

/**
 * Coming back from a material or assignment form (content-return.ts): once the list holds the
 * item (it refetches after a save), scrolls it to the middle of the screen, focuses its link,
 * highlights it for a few seconds, and hands back what to announce. After a cancelled create,
 * focus goes to the topic's add button. The history entry's state is then cleared, so a reload
 * or a return to this entry does not do it again.
 */
export function useClassworkReturn(items: ClassworkItem[] | undefined, settled: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const back = readClassworkReturn(location.state);
    if (!back) return;
    const found = back.itemId !== null && (items ?? []).some((item) => item._id === back.itemId);
    // A saved item shows once the refetch brings it; past the first page it may not, and then it is only announced.
    if (!found && !settled) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null, preventScrollReset: true });
    const target = found && back.itemId ? document.getElementById(classworkItemLinkId(back.itemId)) : document.getElementById(classworkAddId(back.topicId, back.kind));
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'center' });
    }
    if (found) setHighlighted(back.itemId);
    if (back.announce) setAnnouncement(back.announce);
  }, [location, items, settled, navigate]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return { highlighted, announcement };
}
