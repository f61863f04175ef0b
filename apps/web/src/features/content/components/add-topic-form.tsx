import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { LIMITS } from '@lyceum/shared/limits';
import { MSG } from '@lyceum/shared/messages';
import type { Topic } from '@lyceum/shared/topics';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { createTopic } from '@/features/content/api/topics-api';

/** Spec section 5: the name must be non-blank after trimming; a blank submit does nothing, silently. */
/** `onAdded` receives the created topic, which goes first in the list (spec section 4). */
export function AddTopicForm({ classId, onAdded }: { classId: string; onAdded: (topic: Topic) => void }) {
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: (topicName: string) => createTopic(classId, topicName),
    onSuccess: (topic) => {
      onAdded(topic);
      setName('');
      // The emptied field disables the button, which drops focus to <body>: back to the field, for the next topic.
      input.current?.focus();
      toast.success(MSG.topicAdded);
    },
    onError: () => toast.error(MSG.topicAddFailed),
  });

  const trimmed = name.trim();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || mutation.isPending) return;
    mutation.mutate(trimmed);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
      <Input
        ref={input}
        aria-label="Topic name"
        placeholder="New topic name"
        maxLength={LIMITS.topicName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="sm:max-w-sm"
      />
      <Button type="submit" disabled={!trimmed} pending={mutation.isPending}>
        {mutation.isPending ? <Spinner label="Adding topic" /> : <PlusIcon />}
        Add Topic
      </Button>
    </form>
  );
}
