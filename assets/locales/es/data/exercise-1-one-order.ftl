# The texts of scenarios/exercise-1-one-order.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Ejercicio: los eventos de un pedido
description = El topic orders tiene 3 particiones. Escribe los tres eventos del pedido 61 (placed, luego paid, luego shipped), con el pedido como clave, order-61, para que todos los consumidores los lean en ese orden. Hazlo en la consola.
hints-0-say = Los registros con la misma clave caen en la misma partición, y una partición conserva el orden en que se escribieron: dales a los tres eventos la clave order-61, y escríbelos en el orden en que ocurrieron.
hints-1-say = Escribe: produce orders key=order-61 {"{"}"order":61,"event":"placed"{"}"}
hints-2-say = El evento placed del pedido 61 es el primero de la partición 1. Ahora escribe: produce orders key=order-61 {"{"}"order":61,"event":"paid"{"}"}
hints-3-say = placed y paid están en la partición 1, en ese orden. Por último, escribe: produce orders key=order-61 {"{"}"order":61,"event":"shipped"{"}"}
