import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { LIMITS } from '@lyceum/shared/limits';
import type { Topic } from '@lyceum/shared/topics';
import { FieldError, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { topicsMessages as m } from '@/features/content/topics-messages';
import { createTopic } from '@/features/content/api/topics-api';

/**
 * Spec section 5: the name must be non-blank after trimming; a blank submit does nothing, silently.
 * `onAdded` receives the created topic, which goes first in the list (spec section 4). A refusal
 * keeps the name, marked with the server's reason (else the spec's text), with focus there.
 */
export function AddTopicForm({ classId, onAdded }: { classId: string; onAdded: (topic: Topic) => void }) {
  const [name, setName] = useState('');
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const fields = useFieldErrors('add-topic', ['name'] as const);
  const mutation = useMutation({
    mutationFn: (topicName: string) => createTopic(classId, topicName),
    onSuccess: (topic) => {
      onAdded(topic);
      setName('');
      // The emptied field disables the button, which drops focus to <body>: back to the field, for the next topic.
      input.current?.focus();
      toast.success(t(m.added));
    },
    onError: (error) => {
      toast.error(t(m.addFailed));
      fields.show({ name: errorMessage(error, t(m.addFailed)) });
    },
  });

  const trimmed = name.trim();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || mutation.isPending) return;
    mutation.mutate(trimmed);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="grid gap-2 sm:w-full sm:max-w-sm">
        <Input
          {...fields.control('name')}
          ref={input}
          aria-label={t(m.nameLabel)}
          placeholder={t(m.namePlaceholder)}
          maxLength={LIMITS.topicName}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            fields.clear('name');
          }}
        />
        <FieldError {...fields.message('name')} />
      </div>
      <Button type="submit" disabled={!trimmed} pending={mutation.isPending}>
        {mutation.isPending ? <Spinner label={t(m.adding)} /> : <PlusIcon />}
        {t(m.add)}
      </Button>
    </form>
  );
}
