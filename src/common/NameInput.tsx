import { TextInput } from 'react-admin';
import { requiredName } from './validators';

/** The required name of a master or a group, first in its add and edit dialogs. */
export const NameInput = () => <TextInput source="name" validate={requiredName} autoFocus />;
