// The parts of ECharts the platform draws with (calendar heat map, pie, the ranklists' bars, the home page's stacked bars), registered once (a side
// effect: packages/ui's package.json lists this file under sideEffects so it is not shaken away). This
// module is loaded on demand by EChart, so pages without charts never carry ECharts.
import { BarChart, HeatmapChart, PieChart } from 'echarts/charts';
import { CalendarComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, HeatmapChart, PieChart, CalendarComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export { echarts };
