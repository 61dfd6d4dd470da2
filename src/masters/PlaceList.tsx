import type { ComponentType } from 'react';
import { DataTable, TextInput, useLocaleState } from 'react-admin';
import { GujaratiNameColumn, GujaratiNameInput } from '../common/inputs/GujaratiName';
import { placeName, type PlaceNamed } from '../common/format/placeName';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { FilterDialogButton } from '../common/buttons/FilterDialogButton';
import { ResourceList } from '../common/lists/ResourceList';
import { requiredName } from '../common/inputs/validators';

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
    /** The row key holding the parent (`{ id, name, name_gu }`), sorted by its name. */
    column: 'district' | 'post';
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
  const [locale] = useLocaleState();
  const inputs = (
    <>
      <TextInput source="name" validate={requiredName} autoFocus />
      <GujaratiNameInput />
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
        <GujaratiNameColumn />
        <DataTable.Col
          source={parent.column}
          label={`resources.${resource}.fields.${parent.column}`}
          render={(row: Record<string, PlaceNamed | undefined>) =>
            placeName(row[parent.column], locale)
          }
        />
        <DataTable.Col label="app.common.actions" align="right" disableSort>
          <EditInDialogButton>{inputs}</EditInDialogButton>
          <DeleteRowButton verb={verb} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
};
