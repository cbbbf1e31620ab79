import { contactDetailForm, contactUploadForm } from '@showroom/contract';
import type { EventObject } from 'xstate';

/** How machine-stories.test.ts walks the contact lists, upload and detail machines: input and every event each takes. */
export const contactsModels = {
  contactUpload: {
    input: { schema: contactUploadForm },
    events: [
      { type: 'open' },
      { type: 'close' },
      { type: 'name.change', value: 'Q3 webinar' },
      { type: 'file.select', file: { name: 'contacts.csv', size: 10 } },
      { type: 'file.select', file: { name: 'contacts.txt', size: 10 } },
      { type: 'continue' },
      { type: 'start' },
      {
        type: 'xstate.done.actor.0.contactUpload.step1.parsing',
        output: {
          status: 'parsed',
          parsed: {
            fileName: 'contacts.csv',
            preview: [['a'], ['1']],
            rowCount: 2,
            columnCount: 1,
            data: '',
          },
        },
      },
      {
        type: 'xstate.done.actor.0.contactUpload.uploading',
        output: { status: 'success', payload: {}, httpStatus: 201 },
      },
      { type: 'xstate.error.actor.0.contactUpload.uploading', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  contactLists: {
    input: undefined,
    events: [
      {
        type: 'xstate.done.actor.0.contactLists.loading',
        output: { status: 'success', payload: [{ id: 'a' }], httpStatus: 200 },
      },
      { type: 'xstate.error.actor.0.contactLists.loading', error: new TypeError('Failed to fetch') },
      { type: 'refresh' },
      { type: 'delete.request', id: 'a' },
      { type: 'delete.confirm' },
      { type: 'xstate.error.actor.0.contactLists.deleting', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  contactDetail: {
    input: { id: 'list-1', schema: contactDetailForm },
    events: [
      {
        type: 'xstate.done.actor.0.contactDetail.loading',
        output: {
          status: 'success',
          httpStatus: 200,
          payload: {
            title: 'List',
            contact_bank: { headers: ['a'], bank: [], showHeaders: true, identifiers: {} },
          },
        },
      },
      {
        type: 'xstate.done.actor.0.contactDetail.loading',
        output: { status: 'error', message: 'x', httpStatus: 404 },
      },
      { type: 'xstate.error.actor.0.contactDetail.loading', error: new TypeError('Failed to fetch') },
      { type: 'retry' },
      // The rows after the first ones are in (Save waits for them).
      { type: 'xstate.done.actor.rows', output: [] },
      { type: 'title.change', value: 'Renamed' },
      { type: 'save' },
      { type: 'xstate.error.actor.0.contactDetail.saving', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
};
