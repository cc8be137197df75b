import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'preact/hooks';

type Point = { lat: number; lng: number };
interface MapTask {
  task_id: string;
  title: string;
  location: Point;
  distance_km?: number;
}

/**
 * The open tasks around the operator on a map (Leaflet, loaded only when the map is shown): the
 * operator's position, the radius, and a marker per task linking to it. Tiles come from the app's
 * configured tile URL; without one the map is blank but for the markers (the local stack and tests).
 */
export const TaskMap = ({ here, radiusKm, tasks, tileUrl }: { here: Point; radiusKm: number; tasks: MapTask[]; tileUrl?: string }) => {
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map>(undefined);
  const layer = useRef<L.LayerGroup>(undefined);
  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { zoomControl: true, attributionControl: Boolean(tileUrl) });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(created);
    map.current = created;
    layer.current = L.layerGroup().addTo(created);
    return () => created.remove();
  }, [tileUrl]);
  useEffect(() => {
    const shown = layer.current;
    if (!map.current || !shown) return;
    shown.clearLayers();
    // The view first: layers wait for a map that has one.
    map.current.fitBounds(L.latLng(here.lat, here.lng).toBounds(radiusKm * 2000), { padding: [8, 8] });
    L.circle([here.lat, here.lng], { radius: radiusKm * 1000, color: '#0a4fa8', weight: 1, fillOpacity: 0.05, interactive: false }).addTo(shown);
    L.circleMarker([here.lat, here.lng], { radius: 7, color: '#fff', weight: 2, fillColor: '#0a4fa8', fillOpacity: 1, interactive: false }).addTo(
      shown,
    );
    for (const task of tasks) {
      const link = document.createElement('a');
      link.href = `#/tasks/${encodeURIComponent(task.task_id)}`;
      link.textContent = `${task.title}${task.distance_km === undefined ? '' : ` (${task.distance_km} km)`}`;
      L.circleMarker([task.location.lat, task.location.lng], { radius: 9, color: '#7a2e00', weight: 2, fillColor: '#e8590c', fillOpacity: 0.9 })
        .bindPopup(link)
        .bindTooltip(task.title)
        .addTo(shown);
    }
  }, [here.lat, here.lng, radiusKm, tasks, tileUrl]);
  return <section ref={element} class="task-map" data-testid="task-map" aria-label="Map of open tasks around you" />;
};
