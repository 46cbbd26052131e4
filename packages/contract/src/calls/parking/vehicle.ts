import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * Vehicle messages (车辆报文, document 2 §7 "Others": `parking/vehicle/message` PUT and list GET) and the partner's
 * 车辆模拟工具 (`/parking/vehicle-mock`) that sends them by hand: a car passes a lane of a park — 入场 opens a parking
 * record, 出场 closes the car's open one — through the same record service the parking systems' messages use.
 * docs/decisions.md, "Parking partner: records, data collection, other parks, software, vehicle mock, passports".
 */

export const VehicleDirection = { entry: 1, exit: 2 } as const;
export const vehicleDirections = { [VehicleDirection.entry]: '入场', [VehicleDirection.exit]: '出场' } as const;
/** How far back a simulated pass may be dated (a mock replays today's traffic, not history). */
export const VEHICLE_MOCK_MAX_HOURS = 72;

const DirectionField = Type.Union([Type.Literal(1), Type.Literal(2)], { title: '方向', description: '1 入场，2 出场' });
const PlateColourField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], { title: '车牌颜色', description: '1 蓝，2 黄，3 白，4 黑，5 绿' });
const CarTypeField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], { title: '车辆类型', description: '1 临时车，2 月卡车，3 VIP，4 储值车' });

export const VehicleMessageRow = Type.Object({
  id: Type.Integer({ title: '报文 ID' }),
  ...parkRowFields,
  gate: Type.String({ title: '通道' }),
  direction: Type.Integer({ title: '方向', description: '1 入场，2 出场' }),
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  car_type: Type.Integer({ title: '车辆类型' }),
  pass_time: Type.String({ title: '通行时间' }),
  record: Type.Union([Type.Integer(), Type.Null()], { title: '停车记录 ID' }),
  sender: Type.String({ title: '发送人' }),
  create_time: Type.String({ title: '发送时间' }),
});

export const vehicleMessageSend = defineCall({
  method: 'PUT',
  path: 'parking/vehicle/message',
  summary: '发送车辆报文（模拟车辆入场或出场）',
  auth: 'token',
  permission: { anyOf: ['parking:partner:vehicle:mock'] },
  body: Type.Object({
    park_code: ParkCode,
    gate: Id('通道 ID'),
    direction: DirectionField,
    plate: Type.String({ minLength: 2, maxLength: 10, title: '车牌号', description: '不含分隔点', examples: ['粤B12345'] }),
    plate_color: Type.Optional(PlateColourField),
    car_type: Type.Optional(CarTypeField),
    pass_time: Type.Optional(Type.String({ format: 'date-time', title: '通行时间', description: '不填为现在；不能晚于现在，最早 72 小时前' })),
  }),
  reply: VehicleMessageRow,
});

export const vehicleMessageList = defineCall({
  method: 'GET',
  path: 'parking/vehicle/message/list',
  summary: '车辆报文（发送时间倒序）',
  auth: 'token',
  permission: { anyOf: ['parking:partner:vehicle:mock'] },
  query: Type.Object({
    ...pageQuery(20),
    park_code: Type.Optional(ParkCode),
    merchant: Type.Optional(Id('商户号')),
    plate: Type.Optional(Type.String({ maxLength: 10, title: '车牌号（包含）' })),
    direction: Type.Optional(DirectionField),
  }),
  reply: ListOf(VehicleMessageRow),
});
