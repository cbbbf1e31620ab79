import { linkTypeLabels, linkTypes } from '@showroom/contract';
import type { DemoListMachine } from '@showroom/machines';
import { Button, Dialog, DialogClose, Select, TextField } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { machineField } from '../../../forms/machineField.ts';
import { demoListLabels } from '../../messages.ts';

export type AddUrlDialogProps = {
  snapshot: SnapshotFrom<DemoListMachine>;
  send: (event: EventFrom<DemoListMachine>) => void;
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const typeOptions = linkTypes.map((type) => ({ value: type, label: linkTypeLabels[type] }));

/**
 * spec 3 §5 Add URL form: a link type ('Type is required') and the address ('URL is required',
 * 'Should be a valid url'; a drive link that is not a sharing link's shape, 'Incorrect URL
 * format'). A passing form goes on to the new recording, which creates the demo from the link.
 */
export function AddUrlDialog({ snapshot, send }: AddUrlDialogProps) {
  const formId = useId();
  const open = snapshot.matches({ dialog: 'addUrl' });
  const { values, touched, errors } = snapshot.context;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'dialog.close' });
      }}
      title={demoListLabels.addUrlTitle}
      description={demoListLabels.addUrlDescription}
      footer={
        <>
          <DialogClose asChild>
            <Button>{demoListLabels.cancel}</Button>
          </DialogClose>
          <Button variant="primary" type="submit" form={formId}>
            {demoListLabels.add}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
      >
        <Select
          label={demoListLabels.type}
          placeholder={demoListLabels.typePlaceholder}
          options={typeOptions}
          value={values.type || undefined}
          error={touched.type ? errors.type : undefined}
          onValueChange={(value) => send({ type: 'field.change', field: 'type', value })}
          onOpenChange={(isOpen) => {
            if (!isOpen) send({ type: 'field.blur', field: 'type' });
          }}
        />
        <TextField
          label={demoListLabels.url}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          {...machineField(snapshot.context, send, 'url', false)}
        />
      </Form>
    </Dialog>
  );
}
