import { coordinates, demoServerMessages, type MediaStatus, parseJsonText } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { mediaJobKind } from '../media/process.ts';
import { ownCompany } from '../services/scope.ts';

const notFound = () => new HttpError(404, demoServerMessages.notFound);
const isWaiting = (status: MediaStatus) => status === 'queued' || status === 'processing';

/**
 * spec 3 §7.1 Recording: every /web/recording call but the two uploads (routes/recording-upload.ts).
 * Scoped to the caller's company through the session; another company's demo answers 404 exactly
 * like one that does not exist, so an id reveals nothing.
 */
export default async function recordingRoutes(app: FastifyInstance) {
  /**
   * Removes the files of a row that is gone (or of a track taken off one), each only when no other
   * row still names it: copies share their source's files (spec 3 §2.2 Clone), and a file in use
   * must stay while one that nothing names must not be left behind. Called after the row's change
   * is committed, so of two rows sharing a file and deleted at once, the later check sees both gone.
   */
  const removeUnused = async (keys: (string | null | undefined)[]) => {
    for (const key of new Set(keys)) {
      if (key && !(await app.recordings.keyInUse(key))) await app.storage.remove(key);
    }
  };

  contractRoute(app, 'GET /web/recording/{companyId}', ({ params, query, session }) =>
    // Another company's id gets 403 whether that company exists or not (services/scope.ts).
    app.recordings.list(ownCompany(session, params.companyId), query),
  );

  contractRoute(app, 'GET /web/recording/id/{id}', async ({ params, session }) => {
    const found = await app.recordings.find(session.companyId, params.id);
    if (!found) throw notFound();
    // spec 3 §7.1: the client reads the record as payload[0].
    return [found];
  });

  contractRoute(app, 'POST /web/recording/copy', async ({ body, session }, _request, reply) => {
    const copy = await app.recordings.copy(
      session.companyId,
      session.repId,
      body.id,
      body.withoutSettings ?? false,
      // A copy shares its source's upload, and the source's job writes the media to every row that
      // shares it. A linked demo not yet fetched has no upload to share: the copy gets a job of its
      // own, committed with it (no copy waits forever for a job that does not exist).
      async (tx, row) => {
        if (!row.videoKey && !row.uploadKey && row.sourceUrl && isWaiting(row.mediaStatus)) {
          await app.jobs.enqueue(mediaJobKind, { recordingId: row.id, companyId: row.companyId }, { tx });
        }
      },
    );
    if (!copy) throw notFound();
    reply.code(201);
    return copy;
  });

  contractRoute(app, 'PUT /web/recording/{recordingId}', async ({ params, body, session }) => {
    // date_modified is part of the spec's call; the record's time is the server's own clock (as
    // for contact lists), so a client cannot date a demo into the past or the future.
    const updated = await app.recordings.update(session.companyId, params.recordingId, {
      title: body.title,
      description: body.description,
      coordinates: parseJsonText(coordinates, body.coordinates),
      // spec 3 §2.4 (issue 29 D.9): sent by the recording editor; an older client leaves them be.
      repName: body.rep_name,
      displayDate: body.display_date,
    });
    if (!updated) throw notFound();
    return updated;
  });

  contractRoute(app, 'DELETE /web/recording/{recordingId}', async ({ params, session }) => {
    // A media job still queued for this row finds no row and ends without writing (media/process.ts);
    // a copy that was waiting for that job's media gets a job of its own, committed with the delete.
    const keys = await app.recordings.remove(session.companyId, params.recordingId, {
      mediaJobKind,
      enqueue: (tx, recordingId) =>
        app.jobs.enqueue(mediaJobKind, { recordingId, companyId: session.companyId }, { tx }),
    });
    if (!keys) throw notFound();
    await removeUnused(keys);
    return { id: params.recordingId };
  });

  contractRoute(app, 'DELETE /web/recording/{recordingId}/captions', async ({ params, session }) => {
    const row = await app.recordings.findRow(session.companyId, params.recordingId);
    if (!row) throw notFound();
    const updated = await app.recordings.update(session.companyId, params.recordingId, { captionsKey: null });
    if (!updated) throw notFound();
    await removeUnused([row.captionsKey]);
    return updated;
  });
}
