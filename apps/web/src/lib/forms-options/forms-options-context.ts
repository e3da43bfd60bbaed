import type { FormsOptions } from '@matchday/domain';
import { createContext } from 'react';

export const FormsOptionsContext = createContext<FormsOptions | null>(null);
