import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ActivityAction, ActivityActorType } from '@pasteleria/shared/security';
import { ACTIVITY_RETENTION_DAYS } from '@pasteleria/shared/security';
import type { Database } from '../db/database.js';
import type { Session } from './guard.js';

/**
 * The activity log's writer: one row per thing a person, a team's key or the site itself did, with
 * the record it touched and the address it came from. Every feature that changes something calls
 * `recordActivity` once the change is stored; nothing here ever updates or deletes a row (the table
 * refuses an UPDATE) but the retention job. An entry names records and people, never a password,
 * code, token or key.
 */
export interface Actor {
  type: ActivityActorType;
  id: number | null;
  name: string;
}

interface ActivityTarget {
  type: string;
  id: number | string;
  name: string;
}

export interface ActivityRecord {
  action: ActivityAction;
  target?: ActivityTarget;
  /** A short Spanish sentence. */
  description: string;
}

/** A signed-in user, by name (their e-mail when the name is empty). */
export function userActor(user: Session['user']): Actor {
  return { type: 'user', id: user.id, name: user.name.trim() || user.email };
}

/** The site's own decisions (a rollout's analysis). */
export const AUTOMATIC: Actor = { type: 'automatic', id: null, name: 'Automático' };

/** Someone not signed in, by the e-mail they tried. */
export const anonymous = (email: string): Actor => ({ type: 'anonymous', id: null, name: email });

/** The actor of a request signed in as a user. */
function sessionActor(request: FastifyRequest): Actor {
  if (!request.session) throw new Error('sessionActor needs a signed-in request');
  return userActor(request.session.user);
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Adds one entry; `address` is the request's (none for the site's own decisions). */
export async function recordActivity(
  db: Kysely<Database>,
  actor: Actor,
  address: string,
  { action, target, description }: ActivityRecord,
): Promise<void> {
  await db
    .insertInto('activity')
    .values({
      actor_type: actor.type,
      actor_id: actor.id,
      actor_name: clip(actor.name, 200),
      action,
      target_type: target?.type ?? null,
      target_id: target === undefined ? null : String(target.id),
      target_name: target === undefined ? null : clip(target.name, 200),
      address,
      description: clip(description, 500),
    })
    .execute();
}

/** `recordActivity` for a request: its actor (`actor`, else its signed-in user) and its address. */
export function recordRequest(
  db: Kysely<Database>,
  request: FastifyRequest,
  entry: ActivityRecord,
  actor: Actor = sessionActor(request),
): Promise<void> {
  return recordActivity(db, actor, request.ip, entry);
}

/** The retention job: deletes entries older than the retention; answers how many. */
export async function deleteOldActivity(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 86_400_000);
  const result = await db.deleteFrom('activity').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
