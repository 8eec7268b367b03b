import { useEffect } from "react";
import { toast } from "sonner";
import { Sonner } from "./sonner";
import { markToastRegionsMounted } from "./toast-loader";
import { Toaster } from "./toaster";

/**
 * Both toast regions (docs/decisions/003-two-toast-regions.md), loaded on demand by
 * `loadToastRegions`. Once mounted, it hands `notify` the Sonner `toast` function.
 */
export function MountedToastRegions() {
  useEffect(() => {
    markToastRegionsMounted({ success: (message) => toast.success(message) });
  }, []);
  return (
    <>
      <Toaster />
      <Sonner />
    </>
  );
}
