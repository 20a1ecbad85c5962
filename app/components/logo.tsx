export function Logo({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#1e40af" />
      <circle cx="16" cy="16" r="8" fill="none" stroke="#fbf8f3" strokeWidth="3" />
      <circle cx="16" cy="16" r="2.5" fill="#f59e0b" />
    </svg>
  );
}
