import { Button, ChevronDownIcon, DropdownMenu } from '@showroom/ui';
import { demoMessages } from '../../messages.ts';

export type CreateMenuProps = {
  onRecord: () => void;
  onUpload: () => void;
  onAddUrl: () => void;
};

/** spec 3 §2.2 The Create menu: Record, Upload, Add URL (the three ways a new demo comes in). */
export function CreateMenu({ onRecord, onUpload, onAddUrl }: CreateMenuProps) {
  return (
    <DropdownMenu
      trigger={
        <Button variant="primary">
          {demoMessages.create}
          <ChevronDownIcon width={16} height={16} />
        </Button>
      }
      items={[
        { label: demoMessages.record, onSelect: onRecord },
        { label: demoMessages.upload, onSelect: onUpload },
        { label: demoMessages.addUrl, onSelect: onAddUrl },
      ]}
    />
  );
}
