import type { ComponentType } from 'react';
import { DataTable, TextInput } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/DialogButtons';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { FilterDialogButton } from '../common/FilterDialogButton';
import { ResourceList } from '../common/ResourceList';
import { requiredName } from '../common/validators';

export interface ParentSelectProps {
  source: string;
  required?: boolean;
}

interface Props {
  resource: 'post' | 'village';
  parent: {
    /** The select of the parent place (district, post). */
    Select: ComponentType<ParentSelectProps>;
    /** The record's field with the parent's id, and the wire name of the list filter. */
    source: string;
    filter: string;
    /** The column showing the parent's name. */
    column: string;
    /** Whether the dialogs ask for the parent before sending (docs/product.md §5: not for villages). */
    required: boolean;
  };
  /** The row button's verb and question (docs/product.md: villages are removed). */
  verb: 'delete' | 'remove';
}

/**
 * A place that lives under another (a post under a district, a village under a
 * post): name and parent columns, a Filters dialog by parent, add, edit, delete.
 */
export const PlaceList = ({ resource, parent, verb }: Props) => {
  const inputs = (
    <>
      <TextInput source="name" validate={requiredName} autoFocus />
      <parent.Select source={parent.source} required={parent.required} />
    </>
  );
  return (
    <ResourceList
      title={`resources.${resource}.name`}
      actions={
        <>
          <FilterDialogButton>
            <parent.Select source={parent.filter} />
          </FilterDialogButton>
          <AddInDialogButton label="app.common.add">{inputs}</AddInDialogButton>
        </>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col
          source={parent.column}
          label={`resources.${resource}.fields.${parent.column.split('.')[0]}`}
        />
        <DataTable.Col label="app.common.actions" align="right" disableSort>
          <EditInDialogButton>{inputs}</EditInDialogButton>
          <DeleteRowButton verb={verb} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
};
