import { cloneElement, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';

type Tooltip = typeof import('@mui/material/Tooltip').default;

let loading: Promise<Tooltip> | undefined;
const loadTooltip = () => (loading ??= import('@mui/material/Tooltip').then((module) => module.default));

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * MUI's Tooltip for a control of the first screen (the corner switches of the sign-in page), without its
 * code on that screen's load: Tooltip and Popper (~10 KB gzip) are fetched when the pointer or keyboard
 * focus first reaches the control, and the tooltip opens as soon as they are there. Wrapping the control
 * re-creates it once; focus is put back on it.
 */
export function DeferredTooltip({ title, children }: { title: string; children: ReactElement<TriggerProps> }) {
  const [Tooltip, setTooltip] = useState<Tooltip | null>(null);
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLElement>(null);
  const focused = useRef(false);

  useLayoutEffect(() => {
    if (Tooltip && focused.current) control.current?.focus();
  }, [Tooltip]);

  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref: control })}
      </Tooltip>
    );
  }

  const show = () => {
    setOpen(true);
    void loadTooltip().then((component) => setTooltip(() => component));
  };
  const own = children.props;
  return cloneElement(children, {
    ref: control,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      show();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      setOpen(false);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      focused.current = true;
      show();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      focused.current = false;
      setOpen(false);
    },
  });
}
