import type { Kysely } from 'kysely';
import { searchTerms, type SearchResponse, type SearchResult } from '@lyceum/shared/search';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { classPath, contentPath } from '../events/happenings';
import type { AuthUser } from '../../types';
import { highlight, snippet } from './highlight';
import { searchDocuments, type SearchHit } from './search.repository';

/** The web app's screen for a hit, or null when the caller has none for it. */
function linkOf(hit: SearchHit, actor: AuthUser): string | null {
  const classId = hit.class_id;
  switch (hit.kind) {
    case 'class':
    case 'topic':
      return classId ? classPath(classId) : null;
    case 'material':
    case 'assignment':
      return classId && hit.topic_id ? contentPath(hit.kind, classId, hit.topic_id, hit.item_id) : null;
    case 'comment': {
      const target = hit.material_id ? { kind: 'material' as const, id: hit.material_id } : hit.assignment_id ? { kind: 'assignment' as const, id: hit.assignment_id } : null;
      return classId && hit.topic_id && target ? contentPath(target.kind, classId, hit.topic_id, target.id) : null;
    }
    default:
      if (actor.role === 'admin') return `/dashboard/users?q=${encodeURIComponent(hit.body)}`;
      return hit.shared_class_id ? classPath(hit.shared_class_id) : null;
  }
}

function present(hit: SearchHit, actor: AuthUser, terms: string[]): SearchResult {
  const title = hit.kind === 'comment' ? (hit.target_title ?? '') : hit.title;
  // A student sees a teacher's name, never their email (spec section 6).
  const body = hit.kind === 'person' && actor.role === 'student' ? '' : hit.body;
  return {
    kind: hit.kind as SearchResult['kind'],
    _id: hit.item_id,
    title: hit.kind === 'comment' ? [{ text: title, match: false }] : highlight(title, terms),
    snippet: snippet(body, terms),
    class: hit.class_id && hit.class_name !== null ? { _id: hit.class_id, name: hit.class_name, archived: Boolean(hit.archived) } : null,
    link: linkOf(hit, actor),
  };
}

/** What the actor may see that has every word of the text (the last also as a prefix), best first. */
export async function search(db: Kysely<Database>, dialect: Dialect, actor: AuthUser, text: string): Promise<SearchResponse> {
  const terms = searchTerms(text);
  if (terms.length === 0) return { terms, results: [] };
  const hits = await searchDocuments(db, dialect, actor, terms);
  return { terms, results: hits.map((hit) => present(hit, actor, terms)) };
}
